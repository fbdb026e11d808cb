state = {}
for layer in ['fc1', 'fc2', 'out']:
    for p in ['weight', 'bias']:
        state[f'{layer}.{p}'] = (layer, p)
print(list(state))
keep = {k: v for k, v in state.items() if not k.startswith('fc2')}
print(keep)
renamed = {k.replace('fc', 'layer'): v for k, v in state.items()}
print(list(renamed.keys()))
missing = set(state) - set(keep)
print(sorted(missing))
print(len(state), sum(1 for k in state if k.endswith('.bias')))
