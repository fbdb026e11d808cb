print('abc' < 'abd', 'a' * 3 == 'aaa', 'B' < 'a', sorted(['b', 'A', 'a']))
