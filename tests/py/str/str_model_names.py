names = ['features.0.weight', 'features.0.bias', 'classifier.fc1.weight', 'classifier.fc1.bias', 'bn.running_mean']
for n in names:
    parts = n.split('.')
    print(parts, parts[-1], '.'.join(parts[:-1]), n.rsplit('.', 1), n.partition('.'), n.startswith('features'))
print(sorted(names), sorted(names, key=len), [n.upper() for n in names if n.endswith('bias')])
print({n.split('.')[0] for n in names} == {'features', 'classifier', 'bn'})
print(max(len(n) for n in names), [n.replace('.', '/') for n in names[:2]])
print('\n'.join(f"{n:<25}|{len(n):3d}" for n in names))
s = 'Sequential(\n  (0): Linear(in_features=10, out_features=5, bias=True)\n  (1): ReLU()\n)'
print(s)
print(s.splitlines(), s.count('('), s.find('ReLU'), s.index('Linear'), repr(s))
lines = ['  ' + l for l in s.split('\n')]
print('\n'.join(lines))
print('_'.join(['layer', str(3), 'conv']).title(), 'conv_layer'.capitalize(), 'ConvLayer'.lower())
