rows = [('Linear', 'fc1', 784, 128, 100480), ('ReLU', 'act', 0, 0, 0), ('Linear', 'fc2', 128, 10, 1290)]
print('{:<10}{:<8}{:>6}{:>6}{:>12}'.format('type', 'name', 'in', 'out', 'params'))
print('-' * 42)
for r in rows:
    print('{:<10}{:<8}{:>6}{:>6}{:>12,}'.format(*r))
print('=' * 42)
print('{:<30}{:>12,}'.format('Total params:', sum(r[4] for r in rows)))
hist = [0.9123, 0.5512, 0.31, 0.2077]
for epoch, loss in enumerate(hist, 1):
    print('Epoch {:2d} | loss {:.4f} | ppl {:8.2f} | {}'.format(epoch, loss, 2.718281828 ** loss, '*' * int(loss * 10)))
print('lr={lr:.1e} momentum={m} wd={wd:g}'.format(lr=0.001, m=0.9, wd=5e-4))
print('{0:>8.3f}{0:>8.1f}{0:>8.0f}'.format(2.71828))
print('{:^20}'.format('centered'), '|{:-^20}|'.format(' title '))
print('{!r} {!s} {}'.format('q', 'q', 'q'))
print('{0[0]}x{0[1]} {1.real}'.format((28, 28), 3))
d = {'acc': 0.9871, 'loss': 0.0412}
print(' '.join('{}={:.3f}'.format(k, v) for k, v in d.items()))
print('{:.2%} accuracy'.format(0.98765))
print('{:>6.1%}|{:<8.3%}|'.format(0.5, 1 / 3))
