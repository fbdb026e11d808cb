header = ['Layer', 'Output Shape', 'Param #']
rows = [['Conv2d-1', '[-1, 64, 32, 32]', 1792], ['BatchNorm2d-2', '[-1, 64, 32, 32]', 128],
        ['ReLU-3', '[-1, 64, 32, 32]', 0], ['Linear-4', '[-1, 10]', 655370]]
line = '-' * 64
print(line)
print('{:>20}  {:>25} {:>15}'.format(*header))
print('=' * 64)
for r in rows:
    print('{:>20}  {:>25} {:>15}'.format(r[0], r[1], '{0:,}'.format(r[2])))
print('=' * 64)
total = sum(r[2] for r in rows)
print('Total params: {0:,}'.format(total))
print('Trainable params: {0:,}'.format(total - 128))
print('Params size (MB): %0.2f' % (total * 4. / (1024 ** 2.)))
print(line)
