import asyncio

async def say(name, delay):
    print("start", name)
    await asyncio.sleep(delay)
    print("end", name)
    return name.upper()

async def main():
    r = await say("a", 0.1)
    print(r)
    t1 = asyncio.create_task(say("b", 0.2))
    t2 = asyncio.create_task(say("c", 0.1))
    print(t1.get_name(), t2.get_name(), t1.done())
    print(await t1, await t2)
    res = await asyncio.gather(say("d", 0.3), say("e", 0.1), say("f", 0))
    print(res)
    async def bad():
        await asyncio.sleep(0)
        raise ValueError("boom")
    res = await asyncio.gather(bad(), say("g", 0), return_exceptions=True)
    print([type(x).__name__ for x in res])
    try:
        await asyncio.gather(bad(), say("h", 0.5))
    except ValueError as e:
        print("caught", e)
    try:
        await asyncio.wait_for(say("slow", 5), timeout=1)
    except TimeoutError:
        print("timeout")
    print(await asyncio.wait_for(say("fast", 0.5), timeout=1))
    loop = asyncio.get_running_loop()
    print(loop.time() > 0)
    return 42

print(asyncio.run(main()))

async def counter(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i

async def main2():
    async for x in counter(3):
        print("got", x)
    print([x * 2 async for x in counter(4)])
    print({x: x * x async for x in counter(3) if x})
    g = counter(2)
    print(await g.__anext__(), await anext(g), await anext(g, "done"))
    async def sq(x):
        await asyncio.sleep(0.01 * x)
        return x * x
    print([await sq(i) for i in range(4)])
    for coro in asyncio.as_completed([sq(3), sq(1), sq(2)]):
        print("completed", await coro)

asyncio.run(main2())

async def producer(q, n):
    for i in range(n):
        await q.put(i)
        print("put", i)
    await q.put(None)

async def consumer(q):
    while True:
        item = await q.get()
        if item is None:
            break
        print("consumed", item)
        q.task_done()

async def main3():
    q = asyncio.Queue(maxsize=2)
    await asyncio.gather(producer(q, 5), consumer(q))
    lock = asyncio.Lock()
    async def worker(i):
        async with lock:
            print("worker", i, "in")
            await asyncio.sleep(0.01)
            print("worker", i, "out")
    await asyncio.gather(*(worker(i) for i in range(3)))
    ev = asyncio.Event()
    async def waiter(i):
        print("waiting", i)
        await ev.wait()
        print("woke", i)
    tasks = [asyncio.create_task(waiter(i)) for i in range(2)]
    await asyncio.sleep(0)
    ev.set()
    await asyncio.gather(*tasks)
    sem = asyncio.Semaphore(2)
    async def limited(i):
        async with sem:
            print("sem in", i)
            await asyncio.sleep(0.1)
            print("sem out", i)
    await asyncio.gather(*[limited(i) for i in range(4)])

asyncio.run(main3())
