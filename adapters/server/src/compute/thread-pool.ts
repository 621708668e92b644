import { Worker } from "node:worker_threads"

/**
 * Why a task of the pool did not give a value:
 * - `memory`: its thread ran out of the heap it is allowed (the thread was ended);
 * - `deadline`: it was still running when its time was up (the thread was ended);
 * - `thrown`: the task threw (the thread lives on);
 * - `crashed`: its thread died for another reason;
 * - `cancelled`: the caller gave up on it (a running thread was ended);
 * - `closed`: the pool was closed before the task ran.
 */
export type ThreadFailureReason = "memory" | "deadline" | "thrown" | "crashed" | "cancelled" | "closed"

export class ThreadTaskFailure extends Error {
  constructor(
    readonly reason: ThreadFailureReason,
    message: string,
  ) {
    super(message)
    this.name = "ThreadTaskFailure"
  }
}

/**
 * What a pool thread posts (`thread-tasks.ts` is the other side): once that it is ready — its
 * modules loaded, so a task's deadline counts the task alone — then a reply per task.
 */
export type ThreadMessage =
  | { readonly ready: true }
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly id: number; readonly ok: false; readonly message: string }

export interface ThreadPoolOptions {
  /** The module every thread runs; it posts `ThreadMessage`s in answer to `{ id, task, input }`. */
  readonly entry: URL
  /** Threads at most: one is kept, more are started while tasks wait and ended once idle. */
  readonly size: number
  /** The old-generation heap each thread may use, in MiB; past it the thread is ended. */
  readonly memoryMb: number
  /**
   * A thread that ran a task and then waited this long is ended (V8 keeps the heap a dense page grew
   * it to): the first thread is replaced by a fresh one, any other is not. `IDLE_THREAD_MS` by default.
   */
  readonly idleMs?: number
  /**
   * What the tasks running at once may be expected to hold together, in MiB (their `weightMb`s): a task
   * that would pass it waits for running ones to finish, and tasks start in the order they came. A task
   * with nothing else running always starts, whatever its weight. Unbounded when not given.
   */
  readonly memoryBudgetMb?: number
}

/** How long a thread that worked may sit idle before it is ended and its memory given back. */
export const IDLE_THREAD_MS = 10_000

export interface TaskOptions {
  /** Milliseconds the task may run once a thread took it; then its thread is ended. */
  readonly deadlineMs: number
  /** The memory the task is expected to hold at its peak, in MiB, for the pool's budget; 0 by default. */
  readonly weightMb?: number
  /**
   * A value the thread keeps for later tasks (a site's files, the same for each of its pages): sent to
   * a thread only when it does not hold `key` yet, and handed to the task beside its input. Each thread
   * keeps the last `KEPT_PER_THREAD` keys it was given.
   */
  readonly kept?: KeptValue
}

/** A value a thread keeps under its key; one key names one value for the pool's whole life. */
export interface KeptValue {
  readonly key: string
  readonly value: unknown
}

/** How many kept values a thread holds at most; the one used longest ago goes first. */
export const KEPT_PER_THREAD = 4

/**
 * What the pool posts to a thread for a task: its kept value when the thread does not hold it yet
 * (`value` present), else its key alone; `drop`: keys the thread lets go of first.
 */
export interface TaskMessage {
  readonly id: number
  readonly task: string
  readonly input: unknown
  readonly kept?: { readonly key: string; readonly value?: unknown }
  readonly drop?: ReadonlyArray<string>
}

const closedFailure = (): ThreadTaskFailure => new ThreadTaskFailure("closed", "The thread pool is closed.")

/** A thread whose module did not load is tried again after this long. */
const BOOT_RETRY_MS = 1_000

/** A task handed to the pool: its value, and a way to give up on it. */
export interface RunningTask<A> {
  readonly value: Promise<A>
  /** Gives up on the task: dropped from the queue, or its thread ended when it already runs. */
  readonly cancel: () => void
}

interface Job {
  readonly id: number
  readonly task: string
  readonly input: unknown
  readonly deadlineMs: number
  readonly weightMb: number
  readonly kept: KeptValue | undefined
  readonly resolve: (value: unknown) => void
  readonly reject: (failure: ThreadTaskFailure) => void
  settled: boolean
}

interface Slot {
  worker: Worker
  /** The thread said it is ready for tasks. */
  ready: boolean
  /** The thread was ended (or died); events it still sends are ignored. */
  ended: boolean
  job: Job | undefined
  timer: NodeJS.Timeout | undefined
  /** Set while a thread that ran a task waits for the next one: ends it when it fires. */
  idle: NodeJS.Timeout | undefined
  /** The keys of the values the thread keeps, the one used longest ago first. */
  kept: Array<string>
}

/**
 * Worker threads that run CPU-heavy tasks away from the thread that answers requests: one kept, up to
 * `size` while tasks wait, each ended again once it has been idle for `idleMs` (the first replaced by a
 * fresh thread), so a server at rest holds one thread's memory, not the peak of its busiest minute.
 * Each thread has a heap limit (`resourceLimits`); a task past its deadline, or one its caller gives
 * up on, ends its thread — the only way to stop CPU work — and a new thread takes the slot. A task
 * that fails takes nothing else with it.
 */
export class ThreadPool {
  private readonly slots: Array<Slot> = []
  private readonly queue: Array<Job> = []
  private nextId = 1
  private closed = false
  private readonly started: Promise<void>
  private onStarted: { resolve: () => void; reject: (error: Error) => void } | undefined

  constructor(private readonly options: ThreadPoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1) throw new RangeError("a pool needs a thread")
    this.started = new Promise((resolve, reject) => {
      this.onStarted = { resolve, reject }
    })
    // Nobody may wait for the start; a failed start is then seen by the tasks.
    this.started.catch(() => {})
    this.slots.push(this.slotWith(this.spawn()))
  }

  /** Resolves once the first thread has loaded its module; rejects when it could not. */
  ready(): Promise<void> {
    return this.started
  }

  /** Tasks waiting for a thread. */
  get waiting(): number {
    return this.queue.length
  }

  run<A>(task: string, input: unknown, options: TaskOptions): RunningTask<A> {
    let resolve: (value: unknown) => void = () => {}
    let reject: (failure: ThreadTaskFailure) => void = () => {}
    const value = new Promise<A>((onValue, onFailure) => {
      resolve = (result) => onValue(result as A)
      reject = onFailure
    })
    const job: Job = {
      id: this.nextId++,
      task,
      input,
      deadlineMs: options.deadlineMs,
      weightMb: options.weightMb ?? 0,
      kept: options.kept,
      resolve,
      reject,
      settled: false,
    }
    if (this.closed) this.settle(job, closedFailure())
    else {
      this.queue.push(job)
      this.dispatch()
    }
    return { value, cancel: () => this.cancel(job) }
  }

  /** Ends every thread; tasks not finished fail with `closed`. */
  async close(): Promise<void> {
    this.closed = true
    for (const job of this.queue.splice(0)) this.settle(job, closedFailure())
    await Promise.all(
      this.slots.map((slot) => {
        if (slot.job !== undefined) this.settle(slot.job, closedFailure())
        this.clear(slot)
        this.keepBusy(slot)
        return slot.worker.terminate()
      }),
    )
  }

  private spawn(): Worker {
    return new Worker(this.options.entry, {
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb },
      stdout: false,
      stderr: false,
    })
  }

  private slotWith(worker: Worker): Slot {
    const slot: Slot = {
      worker,
      ready: false,
      ended: false,
      job: undefined,
      timer: undefined,
      idle: undefined,
      kept: [],
    }
    this.watch(slot, worker)
    return slot
  }

  private watch(slot: Slot, worker: Worker): void {
    worker.on("message", (reply: ThreadMessage) => {
      if (slot.worker !== worker || slot.ended) return
      if ("ready" in reply) {
        slot.ready = true
        // A thread waiting for work must not keep the process alive (one given a task is held again).
        worker.unref()
        this.onStarted?.resolve()
        this.onStarted = undefined
        this.dispatch()
        return
      }
      const job = slot.job
      if (job === undefined || job.id !== reply.id) return
      this.clear(slot)
      if (reply.ok) this.settle(job, undefined, reply.value)
      else this.settle(job, new ThreadTaskFailure("thrown", reply.message))
      this.dispatch()
      if (slot.job === undefined) this.endWhenIdle(slot)
    })
    worker.on("error", (error: Error & { code?: string }) => {
      if (slot.worker !== worker || slot.ended) return
      const outOfMemory = error.code === "ERR_WORKER_OUT_OF_MEMORY"
      this.fail(
        slot,
        outOfMemory
          ? new ThreadTaskFailure(
              "memory",
              `The task needed more than ${this.options.memoryMb} MiB of memory.`,
            )
          : new ThreadTaskFailure("crashed", `The task's thread failed: ${error.message}`),
      )
    })
    worker.on("exit", (code) => {
      if (slot.worker !== worker || slot.ended) return
      this.fail(slot, new ThreadTaskFailure("crashed", `The task's thread exited with code ${code}.`))
    })
    // Until it is ready, a starting thread keeps the process alive: a caller may be waiting for it
    // (`ready`, a queued task) with nothing else to keep the process going (a crawl outside a server).
  }

  /** The slot's thread failed or must be ended: its task fails, a fresh thread takes its place. */
  private fail(slot: Slot, failure: ThreadTaskFailure): void {
    const job = slot.job
    this.clear(slot)
    if (job !== undefined) this.settle(job, failure)
    const old = slot.worker
    slot.ended = true
    void old.terminate()
    if (this.closed) return
    if (slot.ready) {
      this.replace(slot)
      return
    }
    // It failed before it could take a task: its module does not load. Tasks fail rather than wait
    // for a thread that may never come, and the next try waits a little.
    const cannotStart = new Error(`The compute threads cannot start: ${failure.message}`)
    this.onStarted?.reject(cannotStart)
    this.onStarted = undefined
    if (!this.slots.some((each) => each.ready))
      for (const queued of this.queue.splice(0))
        this.settle(queued, new ThreadTaskFailure("crashed", cannotStart.message))
    setTimeout(() => {
      if (!this.closed && slot.worker === old && slot.ended) this.replace(slot)
    }, BOOT_RETRY_MS).unref()
  }

  private replace(slot: Slot): void {
    slot.worker = this.spawn()
    slot.ready = false
    slot.ended = false
    slot.kept = []
    this.watch(slot, slot.worker)
    this.dispatch()
  }

  /** Ends the slot's thread once it has waited `idleMs` for a task: the slot goes, or (the last) gets a fresh thread. */
  private endWhenIdle(slot: Slot): void {
    this.keepBusy(slot)
    slot.idle = setTimeout(() => {
      slot.idle = undefined
      if (this.closed || slot.job !== undefined || slot.ended) return
      slot.ended = true
      void slot.worker.terminate()
      if (this.slots.length > 1) this.slots.splice(this.slots.indexOf(slot), 1)
      else this.replace(slot)
    }, this.options.idleMs ?? IDLE_THREAD_MS)
    slot.idle.unref()
  }

  private keepBusy(slot: Slot): void {
    if (slot.idle !== undefined) clearTimeout(slot.idle)
    slot.idle = undefined
  }

  /** The weight of the tasks running now, in MiB. */
  private runningWeight(): number {
    return this.slots.reduce((total, slot) => total + (slot.job?.weightMb ?? 0), 0)
  }

  /** Whether the next task may start now: nothing runs, or it fits the memory budget beside what does. */
  private fits(job: Job): boolean {
    const budget = this.options.memoryBudgetMb
    if (budget === undefined || this.slots.every((slot) => slot.job === undefined)) return true
    return this.runningWeight() + job.weightMb <= budget
  }

  /**
   * Starts another thread while more tasks wait than starting threads will take, up to `size` — not
   * while the next task must wait for memory anyway.
   */
  private grow(): void {
    const next = this.queue[0]
    if (next === undefined || !this.fits(next)) return
    let starting = this.slots.filter((slot) => !slot.ready && !slot.ended).length
    while (this.slots.length < this.options.size && this.queue.length > starting) {
      this.slots.push(this.slotWith(this.spawn()))
      starting++
    }
  }

  private cancel(job: Job): void {
    if (job.settled) return
    const queued = this.queue.indexOf(job)
    if (queued >= 0) {
      this.queue.splice(queued, 1)
      this.settle(job, new ThreadTaskFailure("cancelled", "The task was cancelled."))
      return
    }
    const slot = this.slots.find((candidate) => candidate.job === job)
    if (slot !== undefined) this.fail(slot, new ThreadTaskFailure("cancelled", "The task was cancelled."))
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.job !== undefined || !slot.ready) continue
      const next = this.queue[0]
      if (next === undefined || !this.fits(next)) break
      const job = this.queue.shift()
      if (job === undefined) return
      this.keepBusy(slot)
      slot.job = job
      slot.worker.ref()
      slot.timer = setTimeout(
        () =>
          this.fail(
            slot,
            new ThreadTaskFailure(
              "deadline",
              `The task did not finish within ${Math.round(job.deadlineMs / 1000)} s.`,
            ),
          ),
        job.deadlineMs,
      )
      slot.worker.postMessage(this.messageFor(slot, job))
    }
    if (!this.closed) this.grow()
  }

  /** The task's message to the slot's thread, its kept value sent only when the thread lacks it (`TaskMessage`). */
  private messageFor(slot: Slot, job: Job): TaskMessage {
    const message = { id: job.id, task: job.task, input: job.input }
    if (job.kept === undefined) return message
    const { key, value } = job.kept
    const held = slot.kept.indexOf(key)
    if (held >= 0) {
      slot.kept.splice(held, 1)
      slot.kept.push(key)
      return { ...message, kept: { key } }
    }
    slot.kept.push(key)
    const drop = slot.kept.splice(0, Math.max(0, slot.kept.length - KEPT_PER_THREAD))
    return { ...message, kept: { key, value }, ...(drop.length > 0 ? { drop } : {}) }
  }

  private clear(slot: Slot): void {
    if (slot.timer !== undefined) clearTimeout(slot.timer)
    slot.timer = undefined
    slot.job = undefined
    slot.worker.unref()
  }

  private settle(job: Job, failure: ThreadTaskFailure | undefined, value?: unknown): void {
    if (job.settled) return
    job.settled = true
    if (failure === undefined) job.resolve(value)
    else job.reject(failure)
  }
}
