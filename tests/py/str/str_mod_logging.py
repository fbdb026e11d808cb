import math
name = 'conv1'
print('%s: %d params' % (name, 1728))
print('%-10s|%10s|' % ('left', 'right'))
print('%08.3f' % math.pi, '%.10f' % math.pi, '%e' % math.pi, '%g' % math.pi, '%G' % 1e-10)
print('[%3d/%3d] %6.2f%%' % (7, 100, 7.0))
for i, loss in enumerate([2.30258, 1.5, 0.123456, 0.0001234]):
    print('step %04d loss %.4f loss %9.3e %s' % (i, loss, loss, loss))
print('%(name)s has %(n)05d items costing %(c).2f' % {'name': 'cart', 'n': 42, 'c': 19.999})
print('%x %X %o %#o %#x' % (3735928559, 3735928559, 511, 511, 0))
print('%5.1s|%-5.3s|' % ('abc', 'abcdef'))
print('%c' % 'é', '%c' % 0x4e2d, '%5c|' % 'x', '%-3c|' % 65)
print('%r %a' % ('中', '中'))
print('%s' % 10 ** 30, '%d' % 10 ** 30, '%.3e' % 10 ** 30, '%x' % 2 ** 70)
print('%+.2f %+.2f % .2f' % (1.0, -1.0, 1.0))
print('%#.0f %#.3g %#x' % (3.0, 3.0, 255))
