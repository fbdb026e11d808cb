history = {'loss': [], 'acc': []}
for epoch in range(5):
    loss = 1.0 / (epoch + 1)
    acc = 0.5 + epoch * 0.1
    history['loss'].append(round(loss, 4))
    history['acc'].append(round(acc, 2))
print(history)
print(min(history['loss']), max(history['acc']), history['loss'].index(min(history['loss'])))
best = sorted(range(len(history['acc'])), key=lambda i: history['acc'][i], reverse=True)[:3]
print(best)
print(sum(history['loss']) / len(history['loss']))
print(history['loss'][-3:], history['acc'][:2])
