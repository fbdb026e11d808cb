def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
print(list('abc'), list('héllo'), list(''), [c for c in '中文😀'])
print('a' in 'abc', 'bc' in 'abc', '' in 'abc', 'd' in 'abc', 'é' in 'café', 'ab' not in 'ba')
t(lambda: 1 in 'abc')
t(lambda: None in 'abc')
print(sorted('hello'), max('hello'), min('hello'), set('aab') == {'a', 'b'})
print(''.join(reversed('abc')), list(enumerate('ab')), list(zip('ab', 'xy')))
it = iter('xy')
print(next(it), next(it), next(it, 'end'))
cnt = {}
for ch in 'mississippi':
    cnt[ch] = cnt.get(ch, 0) + 1
print(cnt)
