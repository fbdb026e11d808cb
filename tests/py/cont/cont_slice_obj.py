s = slice(1, 10, 2)
print(s, slice(5), slice(None, None, -1), s.start, s.stop, s.step)
print(s.indices(5), slice(None).indices(3), slice(-3, None).indices(10), slice(None, None, -1).indices(4))
print(slice(1, 2) == slice(1, 2), slice(1, 2) == slice(1, 3), hash(slice(1, 2, 3)) == hash(slice(1, 2, 3)))
print([0, 1, 2, 3, 4, 5][s], (0, 1, 2, 3)[slice(None, None, 2)], 'abcdef'[slice(1, 4)])
try:
    slice(1, 2, 0).indices(5)
except ValueError as e:
    print(e)
try:
    slice(1, 2).indices(-1)
except ValueError as e:
    print(e)
try:
    [1, 2][::0]
except ValueError as e:
    print(e)
try:
    [1, 2]['a':]
except TypeError as e:
    print(e)
print({slice(1, 2): 'ok'}[slice(1, 2)])
