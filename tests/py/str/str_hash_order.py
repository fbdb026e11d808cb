keys = ['weight', 'bias', 'running_mean', 'running_var', 'num_batches_tracked', 'conv', 'fc', 'lr', 'momentum',
        'alpha', 'beta', 'gamma', 'eps', 'é', '中文', 'x1', 'x2', 'x3']
s = set(keys)
print(s)
print(list(s) == list(set(reversed(keys))))
print({k: len(k) for k in keys})
print(frozenset(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']))
print(set('abcdefghij'), set(str(i) for i in range(20)))
