metrics = {'loss': 0.25, 'acc': 0.9375, 'f1': 0.88}
for name, value in metrics.items():
    print(f'{name}: {value:.3f}')
for name in sorted(metrics, key=metrics.get):
    print(name, end=' ')
print()
print(', '.join(f'{k}={v}' for k, v in metrics.items()))
print({k: round(v * 100, 1) for k, v in metrics.items()})
