history = {'loss': [], 'acc': []}
loss = 1.0
for epoch in range(1, 6):
    loss *= 0.8
    acc = 1 - loss / 2
    history['loss'].append(round(loss, 4))
    history['acc'].append(round(acc, 4))
    if epoch % 2 == 0:
        print(f'epoch {epoch:02d} | loss {loss:.4f} | acc {acc:.2%}')
best = min(range(len(history['loss'])), key=lambda i: history['loss'][i])
print('best epoch', best + 1, history)
