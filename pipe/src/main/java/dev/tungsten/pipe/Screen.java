package dev.tungsten.pipe;

import dev.tungsten.tgsi.PipeFormat;

/// A driver instance (`struct pipe_screen`): capabilities, format support, resources and
/// contexts. Thread-safe. [Drivers#byName] finds one by driver name.
public interface Screen extends AutoCloseable {
    /// The driver's name as [Drivers] knows it (`"soft"`, `"gl"`, ...).
    String name();

    /// A human-readable description (renderer, thread count, shader backend).
    String description();

    Caps caps();

    /// Whether resources of `target` may have `format` for every use in `bind` ([Bind] flags).
    boolean isFormatSupported(PipeFormat format, ResourceTarget target, int sampleCount, int bind);

    /// A new buffer or texture, zero-filled.
    /// @throws PipeException for an unsupported format, size or bind combination
    Resource createResource(ResourceTemplate template);

    /// Frees `resource`'s storage now; using it afterwards is an error. Optional for the software driver.
    void destroyResource(Resource resource);

    /// A new rendering context.
    Context createContext();

    /// Stops the screen's threads and frees its resources; contexts must be closed first.
    @Override
    void close();
}
