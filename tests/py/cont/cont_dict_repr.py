d = {'a': 1}
d['self'] = d
print(d)
print({1: [1, 2], (1, 2): {'x': None}, 'f': 1.5, 'neg': -0.0, 'big': 10 ** 20})
print({'q': "it's"}, {"k": 'say "hi"'})
l = [d]
print(l)
print(str({}), repr({'a': {}}))
