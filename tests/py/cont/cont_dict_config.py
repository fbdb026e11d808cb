config = {
    'model': {'hidden': [256, 128], 'dropout': 0.2, 'activation': 'gelu'},
    'optim': {'name': 'adam', 'lr': 3e-4, 'betas': (0.9, 0.98)},
    'epochs': 3,
}
print(config)
print(config['model']['hidden'][-1], config['optim'].get('eps', 1e-8))
def flatten(d, prefix=''):
    out = {}
    for k, v in d.items():
        key = prefix + k
        if isinstance(v, dict):
            out.update(flatten(v, key + '.'))
        else:
            out[key] = v
    return out
flat = flatten(config)
print(flat)
print(sorted(flat))
for k in sorted(flat, key=lambda s: (s.count('.'), s)):
    print(f'{k:20s} = {flat[k]!r}')
