print({x % 5 for x in range(20)})
print({c.upper() for c in 'hello'})
print({len(w) for w in ['a', 'bb', 'cc', 'ddd']})
print({(i, i * i) for i in range(4)})
print(set(map(abs, [-1, 1, -2, 2])))
names = ['layer1.0.conv', 'layer1.1.conv', 'layer2.0.conv', 'fc']
print({n.split('.')[0] for n in names})
