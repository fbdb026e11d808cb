for v in [0, 1, -1, -2, 2 ** 61 - 2, 2 ** 61 - 1, 2 ** 61, 2 ** 62, -(2 ** 61), 2 ** 64, -(2 ** 64), 10 ** 30,
          -10 ** 30, 12345678901234567890, 0.5, -0.5, 1.5, 0.1, 1e100, 1e-100, 2.0 ** 70, -0.0, 1e300,
          float('inf'), float('-inf'), True, False, 3.0, -3.0]:
    print(repr(v), hash(v))
for s in ['', 'a', 'b', 'ab', 'hello', 'hello world', 'x' * 7, 'x' * 8, 'x' * 9, 'é', 'café', 'ñandú', '中', '中文字符',
          '😀', 'a😀b', 'ÿ', 'Ā', 'Ω', 'Привет', '\x00', 'weight', 'bias', 'layer1.weight', 'running_mean']:
    print(repr(s), hash(s))
for b in [b'', b'a', b'abc', b'\x00\xff', b'hello world']:
    print(repr(b), hash(b))
print(hash((1, 2)), hash(('a', 1.5)), hash(()))
print(set(['weight', 'bias', 'a', 'b', 'c', 'running_mean', 'num_batches_tracked']))
print({'x', 'y', 'z', 'w'}, {1.5, 2.5, 'q'}, frozenset({'lr', 'momentum', 'eps'}))
