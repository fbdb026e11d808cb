ACTIVATIONS = {'relu', 'gelu', 'tanh', 'sigmoid', 'silu'}
def check(name):
    if name in {'relu', 'gelu', 'tanh'}:
        return 'common'
    if name not in ('sigmoid', 'silu'):
        return 'unknown'
    return 'other'
print([check(n) for n in ['relu', 'silu', 'softmax', 'tanh']])
print(sorted(ACTIVATIONS), len(ACTIVATIONS), 'gelu' in ACTIVATIONS)
for a in {'alpha', 'beta', 'gamma', 'delta'}:
    print(a, end=' ')
print()
print([x for x in {10, 2000, 33, -4, 5}], 7 in [1, 7, 9], 'z' in 'xyz', 3 in range(5))
print({'k': 1, 'j': 2}.keys() & {'j', 'q'}, 2 in {1: 'a', 2: 'b'}, (1, 2) in [(1, 2)])
opts = {'lr', 'momentum', 'weight_decay'}
print(sorted(opts - {'lr'}), opts >= {'lr'}, {*opts, 'nesterov'} > opts)
