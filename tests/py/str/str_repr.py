for s in ['abc', "it's", 'say "hi"', 'both \' and "', 'tab\there', 'nl\n', 'cr\r', 'nul\x00', 'bell\x07',
          'del\x7f', 'back\\slash', 'é', 'café', '中文', '😀', '\xa0', '\xad', '\u200b', '\u2028', '\ufeff', '\x85',
          '\U0001f600x', '\ud7ff'[:0], 'Ω', 'ß', '\x1b[0m', '\u0301', 'a\u0300', '\ue000', '\U000e0001', '\uffff',
          '\U0010ffff', '\u3000', 'ǅ', '']:
    print(repr(s), ascii(s), str(s) == s, len(repr(s)))
print(['a', "b'c", 'é'], ('x',), {'k': 'v'}, {'中': '文'})
print(repr(repr('a')))
