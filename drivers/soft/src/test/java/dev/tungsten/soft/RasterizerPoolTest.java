package dev.tungsten.soft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import dev.tungsten.pipe.PipeException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/// A task that fails with an `Error` (here a [LinkageError], as a generated class the JVM refuses
/// to link throws) fails its job's fence with the reason, and the pool's threads go on to run the
/// next job: before, the error ended the thread and the fence never signalled.
class RasterizerPoolTest {
    private static final long TIMEOUT = TimeUnit.SECONDS.toNanos(20);

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2})
    void anErrorInATaskFailsTheJobAndTheThreadsGoOn(int threads) {
        try (RasterizerPool pool = new RasterizerPool(threads)) {
            Job failing = new Job(8, 3);
            pool.submit(failing);
            PipeException e = assertThrows(PipeException.class, () -> failing.fence.await(TIMEOUT));
            assertTrue(e.getMessage().contains("LinkageError") && e.getMessage().contains("task 3"), e.getMessage());

            Job next = new Job(8, -1);
            pool.submit(next);
            assertTrue(next.fence.await(TIMEOUT), "the next job's fence signals");
            assertEquals(8, next.ran.get());
        }
    }

    private static final class Job extends PoolJob {
        final int tasks, failing;
        final AtomicInteger ran = new AtomicInteger();

        Job(int tasks, int failing) {
            this.tasks = tasks;
            this.failing = failing;
        }

        @Override
        int taskCount() {
            return tasks;
        }

        @Override
        void runTask(RasterWorker worker, int t) {
            if (t == failing) {
                throw new LinkageError("task " + t);
            }
            ran.incrementAndGet();
        }
    }
}
