import { describe, expect, it } from 'vitest';
import { cleanByline } from '../../../../lib/capture/byline';

describe('cleanByline', () => {
  // Each raw value was seen on a page of the real-page corpus (tests/corpus) or in issue 11.
  it.each<[string, string | undefined, string | undefined]>([
    ['By Nathan Willis\n            March 25, 2015', undefined, 'Nathan Willis'],
    ['By GILLIAN MOHNEY\n   March 11, 2015 3:46 PM', 'Yahoo', 'GILLIAN MOHNEY'],
    ['Written by Rob Ewaschuk\n   Edited by Betsy Beyer', undefined, 'Rob Ewaschuk'],
    ['Written by Rob Ewaschuk Edited by Betsy Beyer', undefined, 'Rob Ewaschuk'],
    ['by Written by Ada Lovelace', undefined, 'Ada Lovelace'],
    ['Follow Author', 'Royal Road', undefined],
    ['by Follow Author', undefined, undefined],
    ['By Jane Doe Follow', undefined, 'Jane Doe'],
    ['Par Sébastien Farcis', 'Libération.fr', 'Sébastien Farcis'],
    ['By: Joe Wee', undefined, 'Joe Wee'],
    ['By Mira Okafor · 18 June 2024', undefined, 'Mira Okafor'],
    ['BBC News', 'BBC News', undefined],
    ['Mac & i', 'Mac & i', undefined],
    ['The Verge Staff', 'The Verge', undefined],
    ['Last Updated: January 7, 2025', 'Spiceworks', undefined],
    ['April 28, 2019 at 6:01 am Updated April 29, 2019', 'The Seattle Times', undefined],
    ['https://example.com/authors/jane', undefined, undefined],
    ['Ann Smith', 'Annals of Medicine', 'Ann Smith'],
    ['Aleš Vávra', 'Aktuálně.cz', 'Aleš Vávra'],
    ['  ', undefined, undefined],
    // Issue 29: a job title glued to the name, and phrases that are no one's name.
    ['By Meg JamesStaff Writer', 'Los Angeles Times', 'Meg James'],
    ['Jane Doe, Opinion Columnist', undefined, 'Jane Doe'],
    ['by The Russian and Syrian defense ministries', undefined, undefined],
    ['Photos courtesy of the city council', undefined, undefined],
    ['Ludwig van Beethoven and Clara Schumann', undefined, 'Ludwig van Beethoven and Clara Schumann'],
    ['kepano', undefined, 'kepano'],
    ['王小明', undefined, '王小明'],
  ])('%j on %j → %j', (raw, siteName, expected) => {
    expect(cleanByline(raw, siteName)).toBe(expected);
  });
});
