# except* clauses that raise: new exceptions and the unhandled rest end up
# together in an uncaught ExceptionGroup('') whose members keep their chain.

def work():
    raise ExceptionGroup("jobs", [ValueError("bad value"), TypeError("bad type"), KeyError("gone")])

def main():
    try:
        work()
    except* ValueError as eg:
        raise RuntimeError("handler failed") from eg.exceptions[0]
    except* TypeError:
        print("type errors handled")

main()
