package dev.tungsten.bench;

import java.lang.management.ManagementFactory;

import javax.management.JMException;
import javax.management.ObjectName;

/// Warms the software driver's JIT kernels until HotSpot's C2 has compiled them, so that a
/// figure is of compiled kernels and not of a kernel half in the bytecode interpreter.
///
/// Why a count of frames is not enough: a libretro pass compiles to a kernel of a hundred or more
/// segment methods, which the driver leaves to C2 alone (`KernelCompilePolicy`). C2 queues each
/// one when it has run often enough and compiles them one at a time, each taking a second or more
/// on a small, busy machine, so the queue can hold dozens of kernel methods after minutes of
/// frames while the frames stay as slow as the interpreter makes them. The warm-up therefore asks
/// HotSpot what it is compiling (the `Compiler.queue` diagnostic command, through the
/// DiagnosticCommand MBean that the driver's compile policy also uses) and waits for it: it
/// renders a frame, waits while any kernel method is being compiled or queued, and stops once two
/// frames in a row have run without sending any more to C2. Waiting rather than rendering leaves the cores
/// to the compiler thread.
final class KernelWarmup {
    /// How the warm-up ended: `frames` rendered in `seconds`, and whether C2 had compiled every
    /// kernel method that ran (`settled`) or the time limit came first.
    record Result(int frames, double seconds, boolean settled) {}

    /// What a generated kernel's methods look like in HotSpot's listing.
    static final String KERNEL_METHODS = "dev.tungsten.soft.jit.Shader";

    private KernelWarmup() {}

    /// Renders `frame` at least `minFrames` times and until two frames in a row leave no kernel
    /// method in C2's hands, or until `limitSeconds` have passed. A method reaches C2 only after
    /// thousands of calls, so the first frames send nothing: `minFrames` must cover them. Without
    /// the diagnostic command (another JVM) it renders `minFrames` frames and reports them as not
    /// settled.
    static Result run(Runnable frame, int minFrames, double limitSeconds) {
        return run(frame, minFrames, limitSeconds, KERNEL_METHODS);
    }

    /// [#run] waiting for the methods whose names in HotSpot's listing contain `methods` (a
    /// class or package name) rather than the kernels'.
    static Result run(Runnable frame, int minFrames, double limitSeconds, String methods) {
        long start = System.nanoTime();
        boolean known = pendingMethods(methods) >= 0;
        int frames = 0, quiet = 0;
        while (true) {
            frame.run();
            frames++;
            if (known && pendingMethods(methods) == 0) {
                quiet++;
            } else {
                quiet = 0;
                while (known && pendingMethods(methods) > 0 && seconds(start) < limitSeconds) {
                    sleep();
                }
            }
            boolean settled = known && quiet >= 2;
            if (frames >= minFrames && (settled || !known || seconds(start) >= limitSeconds)) {
                return new Result(frames, seconds(start), settled);
            }
        }
    }

    /// How many of the generated kernels' methods C2 is compiling or has queued, or -1 when the
    /// JVM does not say.
    static int pendingKernelMethods() {
        return pendingMethods(KERNEL_METHODS);
    }

    /// How many methods whose names contain `methods` C2 is compiling or has queued, or -1 when
    /// the JVM does not say.
    static int pendingMethods(String methods) {
        try {
            Object listing = ManagementFactory.getPlatformMBeanServer().invoke(
                    new ObjectName("com.sun.management:type=DiagnosticCommand"), "compilerQueue",
                    new Object[] {null}, new String[] {String[].class.getName()});
            return (int) listing.toString().lines().filter(l -> l.contains(methods)).count();
        } catch (JMException | RuntimeException e) {
            return -1;
        }
    }

    private static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }

    private static void sleep() {
        try {
            Thread.sleep(200);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the JIT's kernels were compiling", e);
        }
    }
}
