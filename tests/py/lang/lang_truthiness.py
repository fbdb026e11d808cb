values = [0, 1, -1, 0.0, 0.1, '', 'a', [], [0], {}, {'k': 0}, (), (0,), set(), None, True, False, range(0), range(1)]
print([bool(v) for v in values])
class Empty:
    def __len__(self):
        return 0
class Truthy:
    def __bool__(self):
        return True
    def __len__(self):
        return 0
class Plain:
    pass
print(bool(Empty()), bool(Truthy()), bool(Plain()), not Empty())
print(0 or 'default', '' or [] or None, 'x' and 'y', None and 1, 0 and 1 / 0, 1 or 1 / 0)
data = []
print('empty' if not data else 'has data', len(data) or 'zero')
class BadBool:
    def __bool__(self):
        return 1
try:
    bool(BadBool())
except TypeError as e:
    print('TypeError', e)
class BadLen:
    def __len__(self):
        return -1
try:
    bool(BadLen())
except ValueError as e:
    print('ValueError', e)
print(any([0, '', None]), all([1, 'a', [0]]), sum([True, True, False]), True + 1)
x = None
print(x is None, x == None, not x, type(x).__name__)
