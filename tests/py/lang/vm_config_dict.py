defaults = {'lr': 1e-3, 'batch_size': 32, 'optimizer': 'adam'}
overrides = {'lr': 3e-4, 'dropout': 0.1}
cfg = {**defaults, **overrides}
for k in sorted(cfg): print(f'{k:>12}: {cfg[k]}')
print(cfg.get('momentum', 0.9), 'lr' in cfg)
