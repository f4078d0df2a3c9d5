package dev.tungsten.ir;

/// An access mode (WGSL §14.3 `access_mode`).
public enum StorageAccess {
    READ("read"), WRITE("write"), READ_WRITE("read_write");

    private final String text;

    StorageAccess(String text) {
        this.text = text;
    }

    public String text() {
        return text;
    }

    public boolean canRead() {
        return this != WRITE;
    }

    public boolean canWrite() {
        return this != READ;
    }
}
