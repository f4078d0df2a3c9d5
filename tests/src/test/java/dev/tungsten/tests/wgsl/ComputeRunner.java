package dev.tungsten.tests.wgsl;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.tungsten.ir.DiagnosticRenderer;
import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.ir.TgsiProgram;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.exec.ExecMachine;
import dev.tungsten.tgsi.exec.ExecProgram;
import dev.tungsten.tgsi.exec.ExecStatus;
import dev.tungsten.tgsi.exec.MemoryBuffers;
import dev.tungsten.tgsi.exec.SharedMemory;
import dev.tungsten.tgsi.exec.Subgroups;
import dev.tungsten.tgsi.exec.WorkgroupBarrier;
import dev.tungsten.wgsl.Wgsl;

/// Compiles a WGSL compute shader to TGSI and dispatches it on the reference interpreter, the
/// way a compute driver would: one machine per block of up to 32 invocations of a workgroup,
/// blocks of one workgroup sharing workgroup memory and scheduled round by round at barriers.
final class ComputeRunner {
    private ComputeRunner() {}

    /// Runs entry point `main`; storage buffer `@group(0) @binding(b)` starts as `buffers.get(b)`
    /// (words). Returns the buffers' words after the dispatch, by binding.
    static Map<Integer, int[]> run(String source, int[] dispatch, Map<Integer, int[]> buffers) {
        TgsiProgram prog = lowerMain(source);
        ExecProgram exec = ExecProgram.compile(prog.shader(), "main");
        int units = 0;
        for (TgsiProgram.Resource res : prog.resources()) {
            if (res.file() == RegisterFile.BUFFER) {
                units = Math.max(units, res.index() + res.count());
            }
        }
        MemoryBuffers memory = new MemoryBuffers(Math.max(1, units));
        Map<Integer, int[]> out = new java.util.TreeMap<>();
        for (TgsiProgram.Resource res : prog.resources()) {
            if (res.file() == RegisterFile.BUFFER && res.group() == 0) {
                int[] init = buffers.getOrDefault(res.binding(), new int[0]);
                // A buffer the caller does not fill gets its declared size (the fixed part of a
                // runtime-sized one).
                memory.create(res.index(), Math.max(init.length * 4, buffers.containsKey(res.binding()) ? 0 : res.bytes()));
                System.arraycopy(init, 0, memory.words(res.index()), 0, init.length);
                out.put(res.binding(), memory.words(res.index()));
            }
        }
        // Texel buffers and storage textures (`// texel-buffer`, `// storage-texture` headers) are the
        // only images an execution case binds.
        TexelBufferHeaders.Images images = TexelBufferHeaders.parse(source).images(prog.resources());
        int[] wg = prog.workgroupSize();
        int invocations = wg[0] * wg[1] * wg[2];
        int width = Math.min(32, (invocations + 3) / 4 * 4);
        int blocks = (invocations + width - 1) / width;
        for (int gz = 0; gz < dispatch[2]; gz++) {
            for (int gy = 0; gy < dispatch[1]; gy++) {
                for (int gx = 0; gx < dispatch[0]; gx++) {
                    SharedMemory shared = new SharedMemory(Math.max(4, prog.sharedMemoryBytes()));
                    List<ExecMachine> machines = new ArrayList<>();
                    List<Integer> masks = new ArrayList<>();
                    for (int b = 0; b < blocks; b++) {
                        ExecMachine m = exec.newMachine(width);
                        m.bindBuffers(memory);
                        m.bindImages(images);
                        m.bindSharedMemory(shared);
                        if (blocks > 1) {
                            m.bindBarrier(WorkgroupBarrier.SUSPEND);
                        }
                        int live = 0;
                        for (int lane = 0; lane < width; lane++) {
                            int index = b * width + lane;
                            if (index >= invocations) {
                                continue;
                            }
                            live |= 1 << lane;
                            set(exec, m, SemanticName.THREAD_ID, lane, index % wg[0], index / wg[0] % wg[1], index / (wg[0] * wg[1]));
                            set(exec, m, SemanticName.BLOCK_ID, lane, gx, gy, gz);
                            set(exec, m, SemanticName.GRID_SIZE, lane, dispatch[0], dispatch[1], dispatch[2]);
                            set(exec, m, SemanticName.SUBGROUP_SIZE, lane, Subgroups.size(width), 0, 0);
                            set(exec, m, SemanticName.SUBGROUP_INVOCATION, lane, lane, 0, 0);
                        }
                        machines.add(m);
                        masks.add(live);
                    }
                    schedule(machines, masks);
                }
            }
        }
        TexelBufferHeaders.collect(images, prog.resources(), out);
        return out;
    }

    /// Entry point `main` of `source` as TGSI; a compile error is thrown with its rendered diagnostics.
    static TgsiProgram lowerMain(String source) {
        Wgsl.Result r = Wgsl.compile("test.wgsl", source);
        if (!r.ok()) {
            throw new IllegalArgumentException(DiagnosticRenderer.renderAll(r.source(), r.diagnostics()));
        }
        return TgsiLowering.lower(r.module(), r.info(), "main", TgsiLowering.Options.defaults());
    }

    private static void set(ExecProgram p, ExecMachine m, SemanticName s, int lane, int x, int y, int z) {
        if (p.systemValueRegister(s, 0) < 0) {
            return;
        }
        m.systemValue(s, 0, 0)[lane] = x;
        m.systemValue(s, 0, 1)[lane] = y;
        m.systemValue(s, 0, 2)[lane] = z;
    }

    /// Runs every block; while any stopped at a barrier, resumes all that did.
    private static void schedule(List<ExecMachine> machines, List<Integer> masks) {
        List<ExecMachine> waiting = new ArrayList<>();
        for (int i = 0; i < machines.size(); i++) {
            if (machines.get(i).run(masks.get(i)) == ExecStatus.BARRIER) {
                waiting.add(machines.get(i));
            }
        }
        while (!waiting.isEmpty()) {
            List<ExecMachine> next = new ArrayList<>();
            for (ExecMachine m : waiting) {
                if (m.resume() == ExecStatus.BARRIER) {
                    next.add(m);
                }
            }
            waiting = next;
        }
    }
}
