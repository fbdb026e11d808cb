names = ['layer10', 'layer2', 'Layer1', 'layer1', '_private', 'ZZ', 'aa']
print(sorted(names))
print(sorted(names, key=lambda s: (len(s), s)))
print(sorted(names, key=str.casefold, reverse=True))
print(sorted(['b', 'a', 'é', 'z', 'É']))
print(sorted('hello world'))
