keys = ['w', 'b']
vals = [[1, 2], [0]]
params = dict(zip(keys, vals))
print(params, len(params))
