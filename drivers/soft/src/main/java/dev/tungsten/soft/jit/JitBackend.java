package dev.tungsten.soft.jit;

import java.lang.System.Logger.Level;
import java.lang.foreign.MemorySegment;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

import dev.tungsten.pipe.shader.InterpreterBackend;
import dev.tungsten.pipe.shader.ShaderBackend;
import dev.tungsten.pipe.shader.ShaderInterface;
import dev.tungsten.pipe.shader.ShaderInvocation;
import dev.tungsten.pipe.shader.ShaderLanes;
import dev.tungsten.pipe.shader.ShaderProgram;
import dev.tungsten.pipe.shader.ShaderResources;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TokenWriter;
import dev.tungsten.tgsi.exec.ExecLimitException;
import dev.tungsten.tgsi.exec.ExecMachine;
import dev.tungsten.tgsi.exec.ExecProgram;

/// The JIT as the software driver's [ShaderBackend] (`"jit"`, the default; `interp` stays
/// selectable with the soft driver's `backend` option, `-Dtungsten.soft.backend=interp` or
/// `TUNGSTEN_SOFT_BACKEND=interp`).
///
/// Under [JitOptions#EXACT] (`jit-exact`) results are the interpreter's bit for bit; the default
/// [JitOptions#FAST] (`jit`) approximates SIN, COS, EX2, LG2 and POW within the opcode table's
/// bounds and is bit for bit everywhere else.
///
/// `compile` checks the shader with the interpreter's compiler at once, so malformed shaders fail
/// exactly as with `interp`, then looks the shader up in a process-wide cache keyed by its token
/// words and the [JitOptions]. A miss starts the JIT: on a background thread by default, and the
/// program runs on the interpreter until the class is loaded (no first-frame stall; results are
/// the same either way because the JIT is bit-exact), or at once when background
/// compilation is off. A shader the JIT cannot compile ([JitUnsupportedException], a class the
/// JVM refuses, anything the generator throws) runs on the interpreter for good: the reason is
/// logged once and counted in [#fallbacks]. A block whose class runs out of instruction budget
/// (a runaway loop) is rerun on the interpreter, so the error is the interpreter's, at the same
/// instruction (shaders that write memory keep the class's error: a rerun would repeat stores).
///
/// Setting (system property, else environment variable): `tungsten.jit.background` /
/// `TUNGSTEN_JIT_BACKGROUND` (`true` by default; `false` compiles synchronously).
public final class JitBackend implements ShaderBackend {
    private static final System.Logger LOG = System.getLogger(JitBackend.class.getName());
    /// Compiled classes kept for reuse; the least recently used beyond this are dropped (and
    /// unloaded once no program uses them).
    static final int CACHE_SIZE = 512;
    private static final Map<Key, CompletableFuture<Compiled>> CACHE = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, CompletableFuture<Compiled>> eldest) {
            return size() > CACHE_SIZE;
        }
    };
    private static final ExecutorService COMPILER = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "tungsten-jit-compiler");
        t.setDaemon(true);
        return t;
    });

    private final JitOptions options;
    private final boolean background;
    private final InterpreterBackend interpreter = new InterpreterBackend();
    private final AtomicInteger compiled = new AtomicInteger();
    private final AtomicInteger fallbacks = new AtomicInteger();

    /// The backend with the default options ([JitOptions#FAST]: the opcode table's approximations
    /// of SIN, COS, EX2, LG2 and POW) and the settings read from system properties and the
    /// environment.
    public JitBackend() {
        this(JitOptions.FAST, backgroundSetting());
    }

    /// Whether to compile in the background: `-Dtungsten.jit.background` or
    /// `TUNGSTEN_JIT_BACKGROUND`, true unless set.
    public static boolean backgroundSetting() {
        return setting("tungsten.jit.background", "TUNGSTEN_JIT_BACKGROUND", true);
    }

    public JitBackend(JitOptions options, boolean background) {
        this.options = options;
        this.background = background;
    }

    private static boolean setting(String property, String env, boolean otherwise) {
        String v = System.getProperty(property);
        if (v == null) {
            v = System.getenv(env);
        }
        return v == null || v.isBlank() ? otherwise : Boolean.parseBoolean(v.trim());
    }

    @Override
    public String name() {
        return options.exactMath() ? "jit-exact" : "jit";
    }

    /// Shaders this backend compiled to classes (cache hits included) so far.
    public int compiled() {
        return compiled.get();
    }

    /// Shaders this backend runs on the interpreter because the JIT could not compile them.
    public int fallbacks() {
        return fallbacks.get();
    }

    @Override
    public ShaderProgram compile(TgsiShader shader) {
        String name = shader.processor().text() + " shader";
        ExecProgram checked = ExecProgram.compile(shader, name);
        ShaderProgram interpreted = interpreter.compile(shader);
        Key key = new Key(TokenWriter.write(shader), options);
        CompletableFuture<Compiled> future;
        boolean started = false;
        synchronized (CACHE) {
            future = CACHE.get(key);
            if (future == null) {
                future = new CompletableFuture<>();
                CACHE.put(key, future);
                started = true;
            }
        }
        if (started) {
            CompletableFuture<Compiled> f = future;
            Runnable job = () -> f.complete(Compiled.of(shader, name, options));
            if (background) {
                COMPILER.execute(job);
            } else {
                job.run();
            }
        }
        Program program = new Program(shader, interpreted, checked, future);
        future.thenAccept(c -> {
            if (c.program != null) {
                compiled.incrementAndGet();
            } else {
                fallbacks.incrementAndGet();
            }
        });
        return program;
    }

    /// The cache key: the shader's words and the options.
    private record Key(int[] words, JitOptions options) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(words, k.words) && options.equals(k.options);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(words) * 31 + options.hashCode();
        }
    }

    /// The outcome of one JIT compilation: a program, or why there is none.
    record Compiled(JitProgram program, String reason) {
        static Compiled of(TgsiShader shader, String name, JitOptions options) {
            try {
                return new Compiled(JitCompiler.compile(shader, name, options), null);
            } catch (JitUnsupportedException e) {
                return refused(name, e.getMessage());
            } catch (RuntimeException | LinkageError e) {
                // A generator defect or a class the JVM will not load: the interpreter still
                // runs the shader correctly, so it is a fallback, not a failed draw.
                return refused(name, e.toString());
            }
        }

        private static Compiled refused(String name, String reason) {
            LOG.log(Level.INFO, () -> "JIT: " + name + " runs on the interpreter: " + reason);
            return new Compiled(null, reason);
        }
    }

    /// A shader as the driver sees it: the JIT's class once it is loaded, the interpreter until
    /// then or for good.
    static final class Program implements ShaderProgram {
        private final TgsiShader shader;
        private final ShaderProgram interpreted;
        private final ShaderInterface io;
        private final ExecProgram checked;
        private final CompletableFuture<Compiled> jit;

        Program(TgsiShader shader, ShaderProgram interpreted, ExecProgram checked, CompletableFuture<Compiled> jit) {
            this.shader = shader;
            this.interpreted = interpreted;
            this.io = interpreted.io();
            this.checked = checked;
            this.jit = jit;
        }

        @Override
        public TgsiShader shader() {
            return shader;
        }

        @Override
        public ShaderInterface io() {
            return io;
        }

        /// The loaded class, or null while it compiles or when the JIT refused the shader.
        JitProgram jitProgram() {
            Compiled c = jit.getNow(null);
            return c == null ? null : c.program;
        }

        /// Why the JIT refused the shader; null while it compiles or when it did not refuse.
        String fallbackReason() {
            Compiled c = jit.getNow(null);
            return c == null ? null : c.reason;
        }

        /// The class runs a block as one, as the interpreter (subgroup operations see the whole
        /// block), so every width goes to it once it is loaded.
        @Override
        public ShaderInvocation newInvocation(int width) {
            Compiled c = jit.getNow(null);
            if (c != null && c.program == null) {
                return interpreted.newInvocation(width);
            }
            return new HybridInvocation(this, width);
        }

        @Override
        public String toString() {
            JitProgram p = jitProgram();
            return p != null ? p.toString() : interpreted.toString();
        }

        ShaderProgram interpreted() {
            return interpreted;
        }

        ExecProgram checked() {
            return checked;
        }
    }

    /// Runs a [Program] on the interpreter until its class is loaded, then on the class, over one
    /// set of lanes (padded to whole vectors) that the driver keeps for the invocation's life.
    static final class HybridInvocation implements ShaderInvocation, DirectRegisters {
        private final Program program;
        private final int width;
        private final ShaderLanes lanes;
        private ShaderInvocation interpreted;
        private JitInvocation compiled;
        private ShaderResources bound;
        private boolean suspended;

        HybridInvocation(Program program, int width) {
            this.program = program;
            this.width = width;
            int padded = JitInvocation.paddedWidth(width);
            ExecProgram p = program.checked();
            ShaderInterface io = program.io();
            lanes = new ShaderLanes(width,
                    JitInvocation.lanes(Math.max(io.inputRegisters(), p.registerCount(RegisterFile.INPUT)), padded),
                    JitInvocation.lanes(Math.max(io.outputRegisters(), p.registerCount(RegisterFile.OUTPUT)), padded),
                    JitInvocation.lanes(Math.max(io.systemValueRegisters(),
                            p.registerCount(RegisterFile.SYSTEM_VALUE)), padded));
        }

        @Override
        public ShaderLanes lanes() {
            return lanes;
        }

        /// True once runs go through the JIT's class.
        boolean compiled() {
            return compiled != null;
        }

        /// The compiled class's registers once runs go through it; until then null, and the
        /// lanes are the only way in and out.
        @Override
        public MemorySegment registers() {
            return compiled == null ? null : compiled.registers();
        }

        @Override
        public long inputAt(int k) {
            return compiled == null ? -1 : compiled.inputAt(k);
        }

        @Override
        public long outputAt(int k) {
            return compiled == null ? -1 : compiled.outputAt(k);
        }

        @Override
        public void supplyInput(int k) {
            if (compiled == null) {
                throw new IllegalStateException("no registers to supply input channel " + k + " in: the shader runs interpreted");
            }
            compiled.supplyInput(k);
        }

        @Override
        public void keepOutput(int k) {
            if (compiled == null) {
                throw new IllegalStateException("no registers to keep output channel " + k + " in: the shader runs interpreted");
            }
            compiled.keepOutput(k);
        }

        @Override
        public boolean run(ShaderResources resources) {
            if (compiled == null) {
                JitProgram p = program.jitProgram();
                if (p != null) {
                    compiled = new JitInvocation(p, width, lanes.inputs, lanes.outputs, lanes.systemValues);
                    interpreted = null;
                    bound = null;
                }
            }
            if (compiled == null) {
                return runInterpreted(resources);
            }
            if (resources != bound) {
                bind(resources);
            }
            try {
                lanes.killMask = compiled.run(lanes.count, lanes.liveMask);
                return compiled.atBarrier();
            } catch (ExecLimitException e) {
                if (program.io().writesMemory() || compiled.program().barriers() > 0) {
                    // a second run would repeat the stores and atomics already done, or the
                    // blocks that passed a barrier with this one
                    throw e;
                }
                // The class charges its budget per block and per loop iteration, the
                // interpreter instruction by instruction over the whole block. Rerunning the block
                // interpreted gives the interpreter's verdict: the same error at the same
                // instruction, or, where the coarser count ran out first, its results.
                // The interpreter works on the lane arrays: supplied inputs go there first,
                // and its results for kept outputs go where the caller will read them.
                MemorySegment regs = compiled.registers();
                for (int k = 0; k < lanes.inputs.length; k++) {
                    if (compiled.supplied(k)) {
                        VectorOps.copy(regs, compiled.inputAt(k), lanes.inputs[k], lanes.count);
                    }
                }
                boolean atBarrier = runInterpreted(resources);
                for (int k = 0; k < lanes.outputs.length; k++) {
                    if (compiled.kept(k)) {
                        VectorOps.copy(lanes.outputs[k], regs, compiled.outputAt(k), lanes.count);
                    }
                }
                return atBarrier;
            } finally {
                compiled.clearDirect();
            }
        }

        private void bind(ShaderResources r) {
            for (int i = 0; i < ExecMachine.CONSTANT_BUFFERS; i++) {
                compiled.bindConstantBuffer(i, r.constants(i));
            }
            compiled.bindSampler(r.sampler());
            compiled.bindImages(r.images());
            compiled.bindBuffers(r.buffers());
            compiled.bindSharedMemory(r.sharedMemory());
            compiled.bindFramebufferFetch(r.framebufferFetch());
            compiled.bindBarrier(r.barrier());
            bound = r;
        }

        /// The interim: the interpreter's own invocation runs on copies of the lanes.
        private boolean runInterpreted(ShaderResources resources) {
            if (interpreted == null) {
                interpreted = program.interpreted().newInvocation(width);
            }
            ShaderLanes l = interpreted.lanes();
            copy(lanes.inputs, l.inputs, lanes.count);
            copy(lanes.systemValues, l.systemValues, lanes.count);
            l.count = lanes.count;
            l.liveMask = lanes.liveMask;
            return finishInterpreted(interpreted.run(resources));
        }

        @Override
        public boolean resume() {
            if (compiled != null && compiled.atBarrier()) {
                lanes.killMask = compiled.resume();
                return compiled.atBarrier();
            }
            if (!suspended) {
                throw new IllegalStateException("resume without a run suspended at a barrier");
            }
            return finishInterpreted(interpreted.resume());
        }

        private boolean finishInterpreted(boolean atBarrier) {
            ShaderLanes l = interpreted.lanes();
            copy(l.outputs, lanes.outputs, lanes.count);
            lanes.killMask = l.killMask;
            suspended = atBarrier;
            return atBarrier;
        }

        private static void copy(int[][] from, int[][] to, int count) {
            int n = Math.min(from.length, to.length);
            for (int i = 0; i < n; i++) {
                System.arraycopy(from[i], 0, to[i], 0, count);
            }
        }
    }
}
