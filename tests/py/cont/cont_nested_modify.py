model = {'layers': []}
for i, width in enumerate([8, 16, 32]):
    model['layers'].append({'name': f'l{i}', 'width': width, 'params': {'w': (width, width), 'b': (width,)}})
print(model)
print([l['params']['w'] for l in model['layers']])
total = sum(w[0] * w[1] + b[0] for l in model['layers'] for w, b in [(l['params']['w'], l['params']['b'])])
print(total)
model['layers'][1]['width'] *= 2
print(model['layers'][1])
