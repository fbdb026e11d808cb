from fnmatch import fnmatch, fnmatchcase, filter, translate
for pat in ['*.py', 'a?c', '[abc]*', '[!x]y', 'Dat[0-9]*.csv', '*a*b*', '[]]', '[!]]x', '[', 'a[', '***x', '*', '', 'x[^y]', '[a-c&&d]']:
    print(pat, translate(pat))
names = ['foo.py', 'Foo.PY', 'abc', 'adc', 'Dat1.csv', 'Dat.csv', 'xay', ']', 'ab', 'cab', 'aXbY']
for pat in ['*.py', 'a?c', '[abc]*', '[!x]a?', 'Dat[0-9]*', '*a*b*', '[]]', '*.PY']:
    print(pat, filter(names, pat), [fnmatchcase(n, pat) for n in names[:3]], fnmatch('FOO.py', pat))
