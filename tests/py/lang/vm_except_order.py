class E1(Exception): pass
class E2(E1): pass
for e in (E1, E2, Exception):
    try:
        raise e('m')
    except E2:
        print('E2')
    except E1:
        print('E1')
    except Exception:
        print('Exception')
