l = [1]
l.append(l)
print(l)
m = [l, [l]]
print(m)
print([1.5, 'a', None, True, (1,), [], {}, {'a': [1, 2.0]}])
print(['it\'s', "q\"q", 'tab\t', 'nl\n'])
print(str([1, 2]), repr(['x']))
x = []
x.append(x)
x.append(x)
print(x)
