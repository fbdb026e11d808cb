model = {'layers': [{'type': 'conv', 'ch': 16}, {'type': 'fc', 'units': 10}]}
for i, l in enumerate(model['layers']):
    desc = ', '.join(f'{k}={v}' for k, v in l.items())
    print(f'[{i}] {desc}')
model['layers'][0]['ch'] *= 2
print(model)
