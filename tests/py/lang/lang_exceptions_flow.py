def risky(n):
    if n == 0:
        raise ValueError('zero')
    if n == 1:
        raise KeyError('one')
    if n == 2:
        return 1 / 0
    return n

for n in range(4):
    try:
        r = risky(n)
    except (ValueError, KeyError) as e:
        print('caught', type(e).__name__, e)
    except ZeroDivisionError as e:
        print('div', e)
    else:
        print('ok', r)
    finally:
        print('finally', n)

def nested():
    try:
        try:
            raise TypeError('inner')
        except TypeError as e:
            raise RuntimeError('outer') from e
    except RuntimeError as e:
        return (str(e), str(e.__cause__), e.__suppress_context__)
print(nested())

def ctx():
    try:
        try:
            1 / 0
        except ZeroDivisionError:
            raise ValueError('during')
    except ValueError as e:
        return type(e.__context__).__name__, e.__cause__
print(ctx())

class MyError(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code
    def __str__(self):
        return f'[{self.code}] {self.args[0]}'

try:
    raise MyError(404, 'not found')
except MyError as e:
    print(e, e.code, repr(e), e.args)

def retry(times):
    for attempt in range(times):
        try:
            if attempt < 2:
                raise ConnectionError(f'attempt {attempt}')
            return f'success at {attempt}'
        except ConnectionError as e:
            print('retrying after', e)
    return 'gave up'
print(retry(5), retry(2))

def finally_return():
    try:
        return 'try'
    finally:
        print('cleanup runs')
print(finally_return())
try:
    raise Exception('a', 'b', 3)
except Exception as e:
    print(e.args, str(e))
e = ValueError('x')
e.add_note('extra info')
print(e.__notes__)
try:
    assert 1 == 2, 'math broke'
except AssertionError as e:
    print('AssertionError', e)
