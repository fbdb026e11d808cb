def g():
    try:
        yield 1
        yield 2
    except GeneratorExit:
        print('exit seen')
        raise
gen = g()
next(gen)
gen.close()
print('closed')
