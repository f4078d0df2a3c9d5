package dev.tungsten.tgsi.exec;

/// Receives geometry-shader output: EMIT and ENDPRIM. Each lane of the block is one primitive
/// invocation. The emitter reads the vertex from the machine's outputs ([ExecMachine#output])
/// for the lanes in `laneMask`, and enforces GS_MAX_OUTPUT_VERTICES itself (extra vertices are
/// dropped). After the run the driver ends any primitive still open. [RecordingVertexEmitter]
/// is a plain implementation for tests.
public interface VertexEmitter {
    void emit(ExecMachine machine, int stream, int laneMask);

    void endPrimitive(ExecMachine machine, int stream, int laneMask);
}
