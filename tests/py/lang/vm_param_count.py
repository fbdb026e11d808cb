shapes = {'fc1.weight': (128, 784), 'fc1.bias': (128,), 'fc2.weight': (10, 128), 'fc2.bias': (10,)}
def numel(s):
    n = 1
    for d in s: n *= d
    return n
total = 0
for name, shape in shapes.items():
    n = numel(shape)
    total += n
    print(f'{name:<12} {str(shape):>12} {n:>8,}')
print(f'total: {total:,}')
