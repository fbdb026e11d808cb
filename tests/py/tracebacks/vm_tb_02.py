x = {'a': 1}
print(x['b'])
