def g():
    while True:
        try:
            yield
        except ValueError as e:
            print('handled', e)
gen = g(); next(gen)
gen.throw(ValueError('one'))
gen.throw(ValueError('two'))
gen.close()
