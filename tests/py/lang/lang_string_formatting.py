name, score, ratio = 'model', 0.98765, 1 / 3
print(f'{name:>10}|{score:.2%}|{ratio:.3f}|{42:05d}|{255:#x}|{1234567:,}')
print(f'{name!r} {name!s:^9} {"nested " + name} {score * 100:6.1f}')
width, prec = 8, 2
print(f'{ratio:{width}.{prec}f}|', f'{"left":<{width}}|')
print('%s has %d params (%.1f%%)' % (name, 1024, 12.345))
print('{} {} {}'.format(1, 'two', 3.0), '{0}{1}{0}'.format('a', 'b'), '{x}-{y}'.format(x=1, y=2))
print('{:>6.2f}|{:<6}|{:^6}|'.format(3.14159, 'ab', 'cd'))
rows = [('loss', 0.5), ('accuracy', 0.912), ('f1', 0.8)]
for k, v in rows:
    print(f'{k:<10}{v:>8.3f}')
print(f'{3 + 4 = }', f'{name=}', f'{score=:.2f}')
print('epoch {epoch:03d} step {step}'.format(epoch=7, step=120))
print(f"{'quoted'}", f'{{braces}}', f'{[1, 2][0]}', f'{ {"k": 1}["k"] }')
print(str(1.0), str(1e-7), repr(0.1), str(123456789.0), str(1e22), float('1e5'))
print(format(0.5, '.0f'), format(1.5, '.0f'), format(2.5, '.0f'), round(2.675, 2))
print('{:e}'.format(12345.678), '{:g}'.format(0.0000123), '{:.3g}'.format(1234.5))
