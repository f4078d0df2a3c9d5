package dev.tungsten.cli.scene;

/// Triangles with interleaved vertices of [#FLOATS] floats: position (x, y, z), normal (x, y, z),
/// texture coordinate (u, v; v = 0 is the top row of an image). Triangles are counter-clockwise
/// seen from the side their normals face.
public record Mesh(float[] vertices, int[] indices) {
    public static final int FLOATS = 8;

    public int vertexCount() {
        return vertices.length / FLOATS;
    }

    public int triangleCount() {
        return indices.length / 3;
    }

    /// Vertex data as little-endian bytes, for a vertex buffer.
    public byte[] vertexBytes() {
        java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(vertices.length * 4).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        for (float f : vertices) {
            b.putFloat(f);
        }
        return b.array();
    }

    /// Indices as little-endian 32-bit words, for an index buffer.
    public byte[] indexBytes() {
        java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(indices.length * 4).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        for (int i : indices) {
            b.putInt(i);
        }
        return b.array();
    }
}
