def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
print('a' < 'b', 'a' < 'B', 'abc' < 'abd', 'ab' < 'abc', '' < 'a', 'Z' < 'a', 'é' > 'z', '中' > 'é')
print('a' == 'a', 'a' != 'b', 'abc' >= 'abc', 'abc' <= 'ab', 'a' * 3 == 'aaa')
print(sorted(['banana', 'Apple', 'cherry', 'apple', 'Ápple', '中', 'äb', 'ab']))
print(max(['x', 'y', 'xx']), min(['b', 'ab', 'abc']))
t(lambda: 'a' < 1)
t(lambda: 'a' >= None)
t(lambda: 'a' == 1)
t(lambda: 'a' != 1)
print(sorted(['a10', 'a2', 'a1']), sorted(['b', 'a'], reverse=True))
