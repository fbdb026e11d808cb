tests = ['abc', 'ABC', 'Abc', 'abc123', '123', '12.5', '', ' ', ' \t\n', 'a b', '_id', 'id_1', '1id', 'class',
         '٣', '²', '½', 'Ⅷ', '一', 'é', '中文', 'ñ1', '\x00', 'a\nb', 'Title Case', 'Not title', 'x²',
         '\u3000', '\xa0', '😀', 'ABC DEF', 'abc def', 'ﬁ'[:0]]
for s in tests:
    print(repr(s), s.isdigit(), s.isdecimal(), s.isnumeric(), s.isalpha(), s.isalnum(), s.isspace(),
          s.isupper(), s.islower(), s.istitle(), s.isidentifier(), s.isascii(), s.isprintable())
