parts = ['conv', 'bn', 'relu']
print('->'.join(parts), ','.join(sorted({'b', 'a'})), ' '.join(map(str, range(4))))
print(''.join(reversed('abc')), '|'.join(str(x) for x in (1, 2.5, None)))
print('-'.join({'k': 1, 'j': 2}))
