package dev.tungsten.tgsi.exec;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.tgsi.PropertyName;
import dev.tungsten.tgsi.RegisterFile;

/// A [VertexEmitter] that records, per lane and stream, the emitted vertices (copies of every
/// output register) grouped into primitives. It enforces GS_MAX_OUTPUT_VERTICES per lane
/// (further EMITs are dropped) and ends open primitives when [#finish] is called.
public final class RecordingVertexEmitter implements VertexEmitter {
    /// One vertex: `outputs[register][channel]` raw words.
    public record Vertex(int[][] outputs) {}

    /// Primitives of one lane and stream; the last one may still be open.
    private final List<List<List<Vertex>>> byLaneAndStream = new ArrayList<>();
    private final int[] emitted;
    private final int maxVertices;
    private final int width;

    public RecordingVertexEmitter(ExecProgram program, int width) {
        this.width = width;
        this.maxVertices = program.shader().property(PropertyName.GS_MAX_OUTPUT_VERTICES, Integer.MAX_VALUE);
        this.emitted = new int[width];
        for (int i = 0; i < width * 4; i++) {
            List<List<Vertex>> prims = new ArrayList<>();
            prims.add(new ArrayList<>());
            byLaneAndStream.add(prims);
        }
    }

    private List<List<Vertex>> prims(int lane, int stream) {
        return byLaneAndStream.get(lane * 4 + (stream & 3));
    }

    @Override
    public void emit(ExecMachine machine, int stream, int laneMask) {
        int outputs = machine.program().registerCount(RegisterFile.OUTPUT);
        for (int i = 0; i < width; i++) {
            if ((laneMask >>> i & 1) == 0 || emitted[i] >= maxVertices) {
                continue;
            }
            int[][] v = new int[outputs][4];
            for (int r = 0; r < outputs; r++) {
                for (int c = 0; c < 4; c++) {
                    v[r][c] = machine.output(r, c)[i];
                }
            }
            List<List<Vertex>> prims = prims(i, stream);
            prims.get(prims.size() - 1).add(new Vertex(v));
            emitted[i]++;
        }
    }

    @Override
    public void endPrimitive(ExecMachine machine, int stream, int laneMask) {
        for (int i = 0; i < width; i++) {
            if ((laneMask >>> i & 1) != 0) {
                List<List<Vertex>> prims = prims(i, stream);
                if (!prims.get(prims.size() - 1).isEmpty()) {
                    prims.add(new ArrayList<>());
                }
            }
        }
    }

    /// The completed primitives of `lane` on `stream` (an open last primitive counts as ended).
    public List<List<Vertex>> primitives(int lane, int stream) {
        List<List<Vertex>> all = new ArrayList<>();
        for (List<Vertex> p : prims(lane, stream)) {
            if (!p.isEmpty()) {
                all.add(List.copyOf(p));
            }
        }
        return all;
    }
}
