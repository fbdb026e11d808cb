results = {
    'train': {'loss': [0.693, 0.512, 0.401], 'acc': [0.51, 0.72, 0.8]},
    'val': {'loss': [0.7, 0.55], 'acc': (0.5, 0.69)},
    'best': ('epoch', 2, 0.401),
    'tags': {'mlp'},
    'empty': [[], {}, (), set()],
}
print(results)
print(results['train'])
print([[1.0, 2.5], [3.25, -0.125]])
print((1e-5, 1e10, 1e16, 0.1 + 0.2, -0.0, float('inf')))
print({'nested': [{'a': (1, [2, {3}])}]})
print([None, True, False, 'x', "y'z", 3 if False else 0])
