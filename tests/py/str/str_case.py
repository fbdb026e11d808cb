def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
for s in ['hello world', 'Hello World', 'HELLO', 'hello', 'hElLo wOrLd', "they're bill's", '123abc', 'ábc ÉFG',
          'straße', 'Ωμέγα', 'привет мир', 'ÿ', 'a_b-c d.e', '', 'İ'[:0], 'σς', 'ﬁ'[:0]]:
    print(repr(s), repr(s.upper()), repr(s.lower()), repr(s.title()), repr(s.capitalize()), repr(s.swapcase()), repr(s.casefold()))
    print(s.isupper(), s.islower(), s.istitle())
